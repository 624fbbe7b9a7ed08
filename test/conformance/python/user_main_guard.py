def main():
    global ran
    ran = True
    return 0
ran = False
name = __name__
if __name__ == "__main__":
    main()
doc = __doc__
