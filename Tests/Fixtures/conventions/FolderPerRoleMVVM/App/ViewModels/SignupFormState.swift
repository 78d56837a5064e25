struct SignupFormState { var email = "" }
