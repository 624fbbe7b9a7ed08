class Base:
    @classmethod
    def create(cls):
        return [cls.__name__]


class Child(Base):
    @classmethod
    def create(cls):
        return super().create() + ["child"]


made = Child.create()
