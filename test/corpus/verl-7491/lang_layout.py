class Holder:
	"""Tab-indented."""

	def __init__(self, items):
		self.items = items

	def total(self):
		# a comment at body level
		return sum(self.items)


h = Holder([1, 2, 3])
t = h.total()
if __name__ == "__main__":
    ran_as_main = True
else:
    ran_as_main = False
name = __name__
doc = Holder.__doc__
quote = f"{'nested'!r} and {t:03d} {h.items[-1]:>4}"
multi = """first
  second"""
    # an over-indented comment is fine
value = {
    "a": 1,
        "b": 2,
}
