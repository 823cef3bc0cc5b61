#!/usr/bin/env bash
# Lays out the real-app corpus of shared/REVIEW.md (apps.tsv) under $REVIEW_CORPUS (default: review-corpus/
# at the repository root, git-ignored): each app's whole tree at its pinned commit, project files included,
# as its own git repository (an empty `git init`), so that configuration and project lookups stop at the
# app's root as they do in a real checkout. Sources come from a local mirror of bare repositories when one
# is given ($REVIEW_MIRROR/OWNER+NAME/repo), else from GitHub. Apps already laid out at their commit are kept.
# Usage: layout.sh [APP ...]   (folders from apps.tsv; all of them when none is named)
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
root=$(cd "$here/../.." && pwd)
corpus=${REVIEW_CORPUS:-$root/review-corpus}
mirror=${REVIEW_MIRROR:-/work/.mirror}
mkdir -p "$corpus"

mirror_git_dir() { # OWNER/NAME → a local git directory holding it, or nothing
  local base="$mirror/${1/\//+}"
  for dir in "$base/repo/.git" "$base/repo" "$base.git"; do
    if [ -f "$dir/HEAD" ]; then echo "$dir"; return; fi
  done
}

failed=0
while IFS=$'\t' read -r folder repository commit _; do
  case "$folder" in ''|'#'*) continue ;; esac
  if [ $# -gt 0 ] && ! printf '%s\n' "$@" | grep -qx "$folder"; then continue; fi
  target="$corpus/$folder"
  if [ "$(cat "$target/.a11yfix-corpus-commit" 2>/dev/null)" = "$commit" ]; then
    echo "$folder: already at ${commit:0:12}"; continue
  fi
  git_dir=$(mirror_git_dir "$repository")
  scratch=
  if [ -z "$git_dir" ] || ! git --git-dir="$git_dir" cat-file -e "$commit^{commit}" 2>/dev/null; then
    scratch=$(mktemp -d)
    if ! git clone --quiet --bare --filter=blob:none "https://github.com/$repository.git" "$scratch/repo.git"; then
      echo "$folder: could not clone $repository" >&2; failed=1; rm -rf "$scratch"; continue
    fi
    git_dir="$scratch/repo.git"
  fi
  rm -rf "$target.part" && mkdir -p "$target.part"
  # A mirror may lack some large binary blobs (videos, images); the tree is laid out without them.
  missing=()
  while IFS= read -r path; do missing+=(":(exclude,literal)$path"); done < <(
    git --git-dir="$git_dir" ls-tree -r "$commit" | awk '$2 == "blob" { print $3 }' |
      git --git-dir="$git_dir" cat-file --batch-check='%(objectname) %(objecttype)' | awk '$2 == "missing" { print $1 }' |
      sort > "$target.missing-ids" || true
    git --git-dir="$git_dir" ls-tree -r "$commit" | awk -F'\t' '{ split($1, f, " "); print f[3] "\t" $2 }' | sort |
      join -t $'\t' "$target.missing-ids" - | cut -f2)
  rm -f "$target.missing-ids"
  [ ${#missing[@]} -gt 0 ] && echo "$folder: ${#missing[@]} files missing from the source, laid out without them"
  if git --git-dir="$git_dir" archive --format=tar "$commit" -- . "${missing[@]}" | tar -x -C "$target.part"; then
    git -C "$target.part" init --quiet
    echo "$commit" > "$target.part/.a11yfix-corpus-commit"
    rm -rf "$target" && mv "$target.part" "$target"
    echo "$folder: $(find "$target" -name '*.swift' | wc -l | tr -d ' ') Swift files at ${commit:0:12}"
  else
    echo "$folder: commit $commit not found in $repository" >&2; failed=1; rm -rf "$target.part"
  fi
  [ -n "$scratch" ] && rm -rf "$scratch"
done < "$here/apps.tsv"
exit $failed
