x = 3.14159
w, p = 10, 2
d = {"k": "v", 1: "one"}
lst = [1, 2, 3]
class O:
    attr = "A"
o = O()
s = "hi"
r = [f"{x!r:^10}", f"{x:{'^'}10}", f"{'a' 'b'}", f"{x if x > 3 else 'small'}", f"{d['k']}", f"{d[1]}", f"{lst[-1]}", f"{o.attr}", f"{{{s}}}",
     f"{x:%}", f"{x:>{w}.{p}}", f"{x:{w}.{p}f}", f"{s!r}", f"{s!a}", f"{s:*^{w}}", f"{len(lst)}", f"{lst}", f"{d}", f"{(1, 2)}", f"{None}", f"{...}",
     f"{lst[0] + lst[1]:03d}", f"{'{'}", f"{'}'}", f"{x:.{p}}", f"{x:{w}}", f"{-x:+.1f}", f"{1_000_000:,}", f"{255:#06x}", f"{s=}", f"{x = :.2f}", f"{lst[1:]=}",
     f"{s.upper()=}", f"{o.attr!r}", f"{3+4j}", f"{(lambda: 5)()}", f"{[i*i for i in range(3)]}", f"{'nested' + f'{s}'}", F"{s}", rf"\n{s}", fr"{s}\t"]
multi = f"""
{s}
  {x:.1f}
"""
