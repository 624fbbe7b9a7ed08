def ask_ok(prompt, retries=4, reminder="Please try again!"):
    return f"{prompt}|{retries}|{reminder}"


a = ask_ok("Do you really want to quit?")
b = ask_ok("OK to overwrite the file?", 2)
c = ask_ok("OK to overwrite the file?", 2, "Come on, only yes or no!")
d = ask_ok(retries=0, prompt="p")
