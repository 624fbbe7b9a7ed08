word = "Python"
first = word[0]
last = word[-1]
second_last = word[-2]
chars = [word[i] for i in range(0, len(word), 2)]
