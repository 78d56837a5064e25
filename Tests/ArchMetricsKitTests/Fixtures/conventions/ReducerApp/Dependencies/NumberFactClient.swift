struct NumberFactClient {}
