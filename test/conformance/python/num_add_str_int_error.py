count = 3
label = "items: " + count
