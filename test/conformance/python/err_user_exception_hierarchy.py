class ValidationError(Exception):
    """Base for validation problems."""


class MissingField(ValidationError):
    def __init__(self, field):
        super().__init__(f"missing field: {field}")
        self.field = field


class BadType(ValidationError):
    def __init__(self, field, expected):
        self.field = field
        self.expected = expected
        super().__init__(field, expected)

    def __str__(self):
        return f"{self.field} must be {self.expected}"


errors = []
for exc in [MissingField("name"), BadType("age", "int")]:
    try:
        raise exc
    except ValidationError as e:
        errors.append((type(e).__name__, str(e), e.args))
