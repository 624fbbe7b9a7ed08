name = "Ann"
age = 30
msg = "%s is %d years old and lives in %s" % (name, age)
