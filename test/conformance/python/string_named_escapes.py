a = "\N{GREEK SMALL LETTER ALPHA}\N{bullet} \N{EM DASH}\N{DEGREE SIGN}\N{SNOWMAN}\N{THUMBS UP SIGN}"
b = len("\N{BULLET}")
c = [ord(ch) for ch in "\N{RIGHTWARDS ARROW}\N{NO-BREAK SPACE}\N{nbsp}\N{LINE FEED}"]
d = f"\N{GREEK CAPITAL LETTER DELTA}x={1}"
e = r"\N{BULLET}"
f = b"\N{BULLET}"
g = "\\N{BULLET}"
greek = "".join(f"\N{GREEK SMALL LETTER ALPHA}\N{GREEK SMALL LETTER BETA}\N{GREEK SMALL LETTER GAMMA}")
arrows = "\N{LEFTWARDS ARROW}\N{UPWARDS ARROW}\N{RIGHTWARDS DOUBLE ARROW}"
marks = ["\N{CHECK MARK}", "\N{BALLOT X}", "\N{BLACK STAR}", "\N{HORIZONTAL ELLIPSIS}", "\N{EURO SIGN}", "\N{INFINITY}"]
emoji = ["\N{FIRE}", "\N{ROCKET}", "\N{PARTY POPPER}", "\N{GRINNING FACE}"]
codes = [hex(ord(m)) for m in marks + emoji]
lengths = [len(e) for e in emoji]
