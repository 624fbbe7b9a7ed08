same = int == str
itself = int == int
differ = int != str
