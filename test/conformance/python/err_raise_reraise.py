log = []
try:
    try:
        raise NameError("HiThere")
    except NameError:
        log.append("An exception flew by!")
        raise
except NameError as e:
    log.append(f"outer caught {e}")
