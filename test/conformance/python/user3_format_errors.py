errs = []
for fmt in ["{", "}", "{0", "{0!}", "{0!x}", "{0:", "a{b", "x}y", "{0[}", "{0.}", "{!r}", "{:{:{}}}", "{0]}", "{[0]", "{}{1}", "{1}{}", "{0!r:}", "{:>{}}", "}}{{", "{{}", "{}}"]:
    try:
        errs.append(fmt.format(1, 2, 3))
    except (ValueError, IndexError, KeyError, TypeError) as e:
        errs.append((fmt, type(e).__name__, str(e)))
for fmt in ['{0:!>5}', '{0:!}', '{0!r}', '{0!}}', '{0!r', '{0:{1}', '{0:{}', '{0[!]}', '{0!r:{1}}', '{:{:{}}}', '{0[:]}', '{0:}}', '{0:{1}}', '{0[a]}']:
    try:
        errs.append(fmt.format('ab', 3))
    except Exception as e:
        errs.append((fmt, type(e).__name__, str(e)))
