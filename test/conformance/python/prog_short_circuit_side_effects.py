log = []


def t(name, v):
    log.append(name)
    return v


a = t("a", False) and t("b", True)
b = t("c", True) or t("d", False)
c = t("e", 0) or t("f", "") or t("g", [1])
