values = [(7).real, (7).imag, (2.5).real, (2.5).imag, (3).numerator, (3).denominator, True.real, (-4).conjugate(), getattr(1, "real")]
