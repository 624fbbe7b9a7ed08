def rpn(expr):
    stack = []
    ops = {"+": lambda a, b: a + b, "-": lambda a, b: a - b, "*": lambda a, b: a * b, "/": lambda a, b: a / b}
    for tok in expr.split():
        if tok in ops:
            b = stack.pop()
            a = stack.pop()
            stack.append(ops[tok](a, b))
        else:
            stack.append(float(tok) if "." in tok else int(tok))
    return stack[0]
results = [rpn(e) for e in ["3 4 +", "5 1 2 + 4 * + 3 -", "2 3 4 * +", "10 4 /", "1.5 2 *"]]
def tokenize(s):
    tokens = []
    num = ""
    for ch in s:
        if ch.isdigit():
            num += ch
        else:
            if num:
                tokens.append(int(num))
                num = ""
            if ch in "+-*/()":
                tokens.append(ch)
    if num:
        tokens.append(int(num))
    return tokens
toks = tokenize("12 + 3*(4-1)")
def balanced(s):
    pairs = {")": "(", "]": "[", "}": "{"}
    st = []
    for ch in s:
        if ch in "([{":
            st.append(ch)
        elif ch in pairs:
            if not st or st.pop() != pairs[ch]:
                return False
    return not st
checks = [balanced(s) for s in ["()", "([]{})", "(]", "((", ""]]
