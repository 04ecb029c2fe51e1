"""Problems found in content: every one names its file and line; all are listed before the build stops."""


class Problem:
    """One thing wrong with the content, at a file and line."""

    def __init__(self, file, line, message):
        self.file = str(file)
        self.line = line
        self.message = message

    def __str__(self):
        where = f"{self.file}:{self.line}" if self.line else self.file
        return f"{where}: {self.message}"


class ContentError(Exception):
    """The content has problems; ``problems`` lists them all."""

    def __init__(self, problems):
        self.problems = list(problems)
        super().__init__("\n".join(str(p) for p in self.problems))
