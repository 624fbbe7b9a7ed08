values = [round(-0.5), round(0.5), round(1.5), round(-1.5), round(2.675, 2), round(1.005, 2), round(-2.5), round(1e20), round(123.456, -1), round(0.1 + 0.2, 1)]
fmt = [f"{x:.2f}" for x in [1.005, 2.675, 1.115, -0.005, 0.125, 0.375]]
