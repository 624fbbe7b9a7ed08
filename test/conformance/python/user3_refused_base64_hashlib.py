import base64, hashlib
a = base64.b64encode(b"hello world"), base64.b64decode("aGVsbG8gd29ybGQ="), base64.urlsafe_b64encode(b"\xfb\xff"), base64.b16encode(b"\x01\xab")
b = hashlib.md5(b"abc").hexdigest(), hashlib.sha256(b"abc").hexdigest(), hashlib.sha1(b"").hexdigest()
h = hashlib.sha256()
h.update(b"a"); h.update(b"bc")
c = h.hexdigest() == b[1], h.digest_size, h.name
