values = [repr("plain"), repr("it's"), repr('say "hi"'), repr("both ' and \""), repr("back\\slash"), repr("\n")]
