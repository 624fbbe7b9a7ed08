class Counter:
    def increment():
        return 1


c = Counter()
c.increment()
