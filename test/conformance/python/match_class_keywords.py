class User:
    def __init__(self, name, role, active=True):
        self.name = name
        self.role = role
        self.active = active


def describe(u):
    match u:
        case User(role="admin", active=False):
            return "inactive admin"
        case User(role="admin", name=n):
            return f"admin {n}"
        case User(name=n, nickname=nick):
            return f"{n} aka {nick}"
        case User(name=str(n)) if len(n) > 3:
            return f"user with long name {n}"
        case User(name=n):
            return f"user {n}"
        case object(real=r):
            return f"has real {r}"
        case _:
            return "unknown"


u = User("bo", "dev")
results = [describe(User("al", "admin", False)), describe(User("al", "admin")), describe(User("chris", "dev")), describe(u), describe(5), describe("s")]
u.nickname = "b"
with_nick = describe(u)
