r = [bin(10), hex(255), oct(8), bin(-5), hex(-255), oct(0)]
f = [format(10, "b"), format(255, "#x"), format(255, "08X"), format(5, "#010b"), format(1234567, "_d"), format(0xdeadbeef, "_x")]
g = f"{255:#o} {-42:+d} {42: d} {3:>5}|{3:<5}|{3:^5}|{3:*^7}"
h = int(bin(37), 2), int(hex(999), 16), int(oct(64), 8)
i = (1024).bit_length(), (255).to_bytes(2, "big") == b"\x00\xff"
