# glibc's pow is within 0.52 ulp, not correctly rounded: here it rounds up where the exact value
# rounds down. The engine's pow is correctly rounded, so it differs in the last bit.
x = 18.98233371597007 ** 12.957653675193342
