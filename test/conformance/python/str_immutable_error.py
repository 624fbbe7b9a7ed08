word = "Python"
word[0] = "J"
