import math
a = [math.nextafter(1.0, 2.0), math.nextafter(1.0, 0.0), math.nextafter(0.0, 1.0), math.nextafter(0.0, -1.0), math.nextafter(-1.0, -2.0), math.nextafter(2.0, 2.0)]
b = [math.ulp(1.0), math.ulp(0.0), math.ulp(-3.5), math.ulp(1e300), math.ulp(math.inf), math.ulp(1.7976931348623157e308)]
c = math.nextafter(math.inf, 0.0), math.nextafter(1, 2)
