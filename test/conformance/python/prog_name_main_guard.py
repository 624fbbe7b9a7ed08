ran = []


def main():
    ran.append("main")
    return 0


if __name__ == "__main__":
    main()
name_is = __name__ != "__main__"
