word = "Python"
letter = word[42]
