cubes = [1, 8, 27, 65, 125]
cubes[3] = 64
cubes.append(216)
cubes.append(7 ** 3)
letters = ["a", "b", "c", "d", "e", "f", "g"]
letters[2:5] = ["C", "D", "E"]
letters[2:5] = []
removed = letters[:]
letters[:] = []
