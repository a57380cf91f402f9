require.config({
  "paths": {
    "dial": "dial-2.0",
    "dial-words": "lib/dial-words"
  }
});
