class ValidationError(Exception):
    pass
def validate(age):
    if age < 0:
        raise ValidationError(f"age must be non-negative, got {age}")
    return age
a = validate(5)
b = validate(-1)
