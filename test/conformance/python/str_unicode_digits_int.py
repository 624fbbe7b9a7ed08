a = int("٣٤")
b = float("١.٥")
c = "５".isdigit()
d = int(" ７ ")
