def http_error(status):
    match status:
        case 400:
            return "Bad request"
        case 404:
            return "Not found"
        case 401 | 403:
            return "Not allowed"
        case _:
            return "Something's wrong with the internet"


results = [http_error(s) for s in (400, 403, 404, 500)]
