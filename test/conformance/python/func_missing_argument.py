def area(width, height):
    return width * height


a = area(3)
