print("qlrepl")
