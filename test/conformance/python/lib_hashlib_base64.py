# hashlib digests (md5, sha1, sha224/256/384/512 across block boundaries, incremental, copy, new) and base64
# encoding and decoding as binascii reads it, strict and not, with binascii.Error messages.
import base64, hashlib
def t(f, *a, **k):
    try:
        return f(*a, **k)
    except Exception as e:
        return type(e).__name__ + ': ' + str(e)
msgs = [b'', b'abc', b'hello world', bytes(range(256)), b'a' * 55, b'a' * 56, b'a' * 64, b'a' * 111, b'a' * 112, b'a' * 1000, 'héllo'.encode()]
hashes = [[getattr(hashlib, n)(m).hexdigest() for n in ('md5', 'sha1', 'sha224', 'sha256', 'sha384', 'sha512')] for m in msgs]
h = hashlib.sha256()
h.update(b'a')
c = h.copy()
h.update(b'bc')
inc = (h.hexdigest() == hashlib.sha256(b'abc').hexdigest(), c.hexdigest() == hashlib.sha256(b'a').hexdigest(), h.name, h.digest_size, h.block_size, h.digest()[:4], hashlib.new('SHA1', b'x').hexdigest(), hashlib.md5(string=b'q').hexdigest(), t(hashlib.md5, data=b'q'), hashlib.new('md5', data=b'q').hexdigest(), hashlib.md5.__name__)
errs = [t(hashlib.md5, 'x'), t(hashlib.new, 'nope'), t(hashlib.sha1, 5)]
b64 = [base64.b64encode(m) for m in msgs[:5]] + [base64.urlsafe_b64encode(b'\xfb\xff\xfe'), base64.b64encode(b'\xfb\xff', altchars=b'-_'), base64.b16encode(b'\x01\xab'), base64.encodebytes(b'x' * 60), base64.standard_b64encode(b'hi')]
dec = [t(base64.b64decode, s, validate=v) for s in ['aGVsbG8=', 'aGVsbG8', 'aGVsbA', 'a', 'aGVs\nbG8=', 'aG!VsbG8=', '=aGVs', 'aGVsbG8===', 'aGVsbG8=x', 'aGV=sbG8', b'YQ==YQ==', 'abcde', 'é', 'YW=J', 3] for v in (False, True)]
dec2 = [base64.urlsafe_b64decode('-_-_'), base64.b64decode(b'-_8=', altchars=b'-_'), t(base64.b16decode, '0aff'), base64.b16decode('0aff', casefold=True), t(base64.b16decode, 'ABC'), base64.decodebytes(b'eHh4\neHh4\n'), t(base64.b64encode, 'x'), t(base64.encodebytes, 'x'), base64.b64decode(bytearray(b'YWJj'))]
b64 = [repr(x) for x in b64]
dec = [repr(x) for x in dec]
dec2 = [repr(x) for x in dec2]
inc = repr(inc)
del msgs
