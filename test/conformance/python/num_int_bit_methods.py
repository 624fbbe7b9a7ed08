a = (255).bit_length()
b = (1024).bit_length()
c = (0).bit_length()
d = (-8).bit_length()
