a = 'spam eggs'
b = 'doesn\'t'
c = "doesn't"
d = '"Yes," they said.'
e = "First line.\nSecond line."
f = r'C:\some\name'
g = len("tab\there")
h = repr('it\'s "quoted"')
