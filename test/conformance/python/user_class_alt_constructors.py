from datetime import date
class Person:
    species = "human"
    def __init__(self, name, birth_year):
        self.name = name
        self.birth_year = birth_year
    @classmethod
    def from_string(cls, s):
        name, year = s.split("-")
        return cls(name, int(year))
    @classmethod
    def species_name(cls):
        return cls.species.title()
    @staticmethod
    def is_adult(age):
        return age >= 18
    def age_in(self, year):
        return year - self.birth_year
    def __repr__(self):
        return f"{type(self).__name__}({self.name!r}, {self.birth_year})"
class Student(Person):
    species = "student human"
    def __init__(self, name, birth_year, school="?"):
        super().__init__(name, birth_year)
        self.school = school
p = Person.from_string("Ann-1990")
s = Student.from_string("Bob-2005")
reprs = [repr(p), repr(s)]
sp = (Person.species_name(), Student.species_name())
adult = [Person.is_adult(a) for a in (17, 18)]
ages = [x.age_in(2024) for x in (p, s)]
school = s.school
kind = type(s).__mro__[1].__name__
cls_attr = s.__class__.species
dyn = type("Dyn", (Person,), {"species": "dynamic"})
d = dyn("Zed", 2000)
dr = repr(d)
dsp = dyn.species_name()
