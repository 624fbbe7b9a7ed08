a = "they're bill's friends".title()
b = "hello-world foo_bar".title()
c = "ﬁne".upper()
