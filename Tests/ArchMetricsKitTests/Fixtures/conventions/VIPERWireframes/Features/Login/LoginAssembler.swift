enum LoginAssembler {}
