import Shop

// The package's demo: an executable beside the library that no test target tests.
print(LoginViewModel().title)
