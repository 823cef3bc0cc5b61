print("a11yfix-bench: not written yet")
