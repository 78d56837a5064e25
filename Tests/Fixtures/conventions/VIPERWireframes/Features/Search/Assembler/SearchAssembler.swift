enum SearchAssembler {}
