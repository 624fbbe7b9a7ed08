class K:
    A = "x"
    B = "x"
    L = [1]


msgs = []
for attempt in range(3):
    try:
        match {"x": 1}:
            case {K.A: 1, K.B: 2} if attempt == 0:
                pass
            case {K.L: 1} if attempt == 1:
                pass
            case {K.A: v, **rest}:
                msgs.append((v, rest))
    except (ValueError, TypeError) as e:
        msgs.append((type(e).__name__, str(e)))
match {"x": 1}:
    case {K.A: 1, K.B: 2}:
        pass
