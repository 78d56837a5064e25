struct ResultsParser {}
