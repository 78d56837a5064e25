// Run by hand with `swift Scripts/release.swift`: in no target of the package.
print("release")
