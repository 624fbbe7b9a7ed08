class Coord:
    def __init__(self, lat, lon):
        self.lat = lat
        self.lon = lon

    def __eq__(self, other):
        return (self.lat, self.lon) == (other.lat, other.lon)

    def __hash__(self):
        return hash((self.lat, self.lon))


visits = {}
for c in [Coord(1, 2), Coord(3, 4), Coord(1, 2)]:
    visits[c] = visits.get(c, 0) + 1
counts = sorted(visits.values())
unique = len(set([Coord(0, 0), Coord(0, 0), Coord(0, 1)]))
